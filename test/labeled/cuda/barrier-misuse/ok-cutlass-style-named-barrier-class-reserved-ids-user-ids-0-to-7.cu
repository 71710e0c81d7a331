// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// The near miss of the CUTLASS-style NamedBarrier ring: with STAGES = 8 the
// user ids 0..7 map to hardware barriers 8..15, all in range; the producer
// half arrives and the consumer half syncs with the same count of 256.
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
template __global__ void staged_rows<8>(const float *, float *);
