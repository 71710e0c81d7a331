// EXPECT: barrier-misuse
// PTXLINT-ARGS: --block-dim=256
// A 256-thread block split into a producer half and a consumer half that
// meet at named barrier 1 (bar.arrive / bar.sync through helpers that take
// the count in a register). The count was written as
// the number of warps, NWARPS = 8, instead of the number of threads (BUG):
// PTX counts threads, and 8 is not a multiple of the warp size.
#define NWARPS 8
__device__ __forceinline__ void named_arrive(unsigned id, unsigned count) {
  asm volatile("bar.arrive %0, %1;" ::"r"(id), "r"(count) : "memory");
}
__device__ __forceinline__ void named_sync(unsigned id, unsigned count) {
  asm volatile("bar.sync %0, %1;" ::"r"(id), "r"(count) : "memory");
}
__global__ void __launch_bounds__(256) stage_halves(const float *in, float *out, int tiles) {
  __shared__ float buf[128];
  unsigned t = threadIdx.x;
  for (int k = 0; k < tiles; ++k) {
    size_t base = ((size_t)blockIdx.x * tiles + k) * 128;
    if (t < 128) {
      buf[t] = in[base + t];
      named_arrive(1, NWARPS); // BUG: threads, not warps
    } else {
      named_sync(1, NWARPS);
      out[base + t - 128] = 2.f * buf[t - 128];
    }
    __syncthreads();
  }
}
