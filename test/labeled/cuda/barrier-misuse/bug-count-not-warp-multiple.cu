// EXPECT: barrier-misuse barrier-divergence
// (The partial warp 32..47 at an .aligned bar.sync is also barrier-divergence.)
// A named barrier for "the first 48 producer threads", with the count passed
// in a register (ptxas only rejects immediates): the hardware counts arrivals
// per warp, so 48 never completes the barrier.
__device__ __forceinline__ void named_sync(unsigned id, unsigned threads) {
  asm volatile("bar.sync %0, %1;" ::"r"(id), "r"(threads) : "memory");
}
__global__ void producer_subset(float *buf) {
  if (threadIdx.x < 48) {
    buf[threadIdx.x] *= 2.f;
    named_sync(1, 48);
    buf[threadIdx.x + 48] = buf[47 - threadIdx.x];
  }
}
