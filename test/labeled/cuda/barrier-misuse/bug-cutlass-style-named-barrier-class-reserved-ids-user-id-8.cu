// EXPECT: barrier-misuse
// PTXLINT-ARGS: --block-dim=256
// A CUTLASS-style NamedBarrier wrapper that reserves the first eight
// hardware ids for the library (id = 8 + user id). The kernel's stage
// barriers use user ids 0..STAGES-1 with STAGES = 9 (BUG: stage 8 maps to
// hardware barrier 16; only ids 0..15 exist).
#include <cuda_runtime.h>
struct NamedBarrier {
  static constexpr unsigned kReserved = 8;
  unsigned id, threads;
  __device__ NamedBarrier(unsigned user_id, unsigned n) : id(kReserved + user_id), threads(n) {}
  __device__ void sync() const { asm volatile("bar.sync %0, %1;" ::"r"(id), "r"(threads) : "memory"); }
  __device__ void arrive() const { asm volatile("bar.arrive %0, %1;" ::"r"(id), "r"(threads) : "memory"); }
};
template <int STAGES>
__global__ void __launch_bounds__(256)
staged_rows(const float *__restrict__ in, float *__restrict__ out) {
  __shared__ float rows[STAGES][128];
  const bool producer = threadIdx.x < 128;
  const int t = threadIdx.x & 127;
#pragma unroll
  for (int s = 0; s < STAGES; ++s) {
    NamedBarrier full(s, 256);
    if (producer) {
      rows[s][t] = in[(blockIdx.x * STAGES + s) * 128 + t];
      full.arrive();
    } else {
      full.sync();
      out[(blockIdx.x * STAGES + s) * 128 + t] = rows[s][t] * 2.f;
    }
  }
}
template __global__ void staged_rows<9>(const float *, float *);
