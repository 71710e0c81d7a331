// EXPECT: mbarrier-misuse
// ARCHS: sm_90a
// PTXLINT-ARGS: --block-dim=160
// BUG: persistent warp-specialised kernel over a 3-slot mbarrier ring:
// warp 4 produces k-tiles into the slots (full[s], 32 arrivals), warps 0-3
// consume them and release the slot (empty[s], 128 arrivals). Both roles
// derive slot and parity from the k index of the current tile, restarting
// at 0 for every tile, while the barriers' phases run on across tiles: with
// KT = 4 k-tiles per tile, the second tile's first wait on full[0] asks for
// parity 0 where the slot is in its second phase (its first completion is
// 2 phases back), so the consumers can read a slot the producer has not
// refilled and the producer can overwrite a slot still being read.
#include <cstdint>
#define S 3
__device__ __forceinline__ unsigned sa(const void *p) {
  return static_cast<unsigned>(__cvta_generic_to_shared(p));
}
__device__ __forceinline__ void wait_parity(uint64_t *b, unsigned ph) {
  asm volatile("{\n\t.reg .pred p;\n$Lw:\n\t"
               "mbarrier.try_wait.parity.shared::cta.b64 p, [%0], %1;\n\t"
               "@!p bra $Lw;\n\t}" ::"r"(sa(b)), "r"(ph) : "memory");
}
__device__ __forceinline__ void arrive(uint64_t *b) {
  asm volatile("mbarrier.arrive.shared::cta.b64 _, [%0];" ::"r"(sa(b)) : "memory");
}
__global__ void __launch_bounds__(160)
persistent_ws(const float *__restrict__ in, float *__restrict__ out, int ntiles, int KT) {
  __shared__ __align__(16) float buf[S][128];
  __shared__ __align__(8) uint64_t full[S], empty[S];
  const int t = threadIdx.x, warp = t / 32, lane = t & 31;
  if (t == 0)
    for (int s = 0; s < S; ++s) {
      asm volatile("mbarrier.init.shared::cta.b64 [%0], 32;" ::"r"(sa(&full[s])) : "memory");
      asm volatile("mbarrier.init.shared::cta.b64 [%0], 128;" ::"r"(sa(&empty[s])) : "memory");
    }
  __syncthreads();
  int it = 0;
  if (warp == 4) {
    for (int tile = blockIdx.x; tile < ntiles; tile += gridDim.x) {
      it = 0;
      for (int k = 0; k < KT; ++k, ++it) {
        const int s = it % S;
        wait_parity(&empty[s], ((it / S) & 1) ^ 1);
        const float4 v = reinterpret_cast<const float4 *>(in + ((size_t)tile * KT + k) * 128)[lane];
        reinterpret_cast<float4 *>(buf[s])[lane] = v;
        arrive(&full[s]);
      }
    }
  } else {
    for (int tile = blockIdx.x; tile < ntiles; tile += gridDim.x) {
      it = 0;
      float acc = 0.f;
      for (int k = 0; k < KT; ++k, ++it) {
        const int s = it % S;
        wait_parity(&full[s], (it / S) & 1);
        acc += buf[s][t];
        arrive(&empty[s]);
      }
      out[(size_t)tile * 128 + t] = acc;
    }
  }
}
