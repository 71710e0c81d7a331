// EXPECT: barrier-misuse
// PTXLINT-ARGS: --block-dim=160
// BUG: a producer warp fills a shared staging buffer and hands it to four
// consumer warps with bar.arrive / bar.sync. Written with an mbarrier habit,
// the count is "consumers + the producer thread" = 129, but a named barrier
// counts threads in whole warps (the count must be a multiple of 32): with
// the producer warp arriving the count is 160.
#define NCONS 128
__global__ void __launch_bounds__(160) stage_handoff(const float4 *__restrict__ in, float *__restrict__ out, int n) {
  __shared__ float4 buf[NCONS];
  int t = threadIdx.x;
  for (int base = blockIdx.x * NCONS; base < n; base += gridDim.x * NCONS) {
    if (t >= NCONS) {
      for (int i = t - NCONS; i < NCONS; i += 32)
        buf[i] = in[base + i];
      asm volatile("bar.arrive 1, %0;" ::"r"(NCONS + 1) : "memory");
    } else {
      asm volatile("bar.sync 1, %0;" ::"r"(NCONS + 1) : "memory");
      float4 v = buf[t];
      out[base + t] = v.x * v.y + v.z * v.w;
    }
    __syncthreads();
  }
}
