// EXPECT: barrier-misuse
// PTXLINT-ARGS: --block-dim=256
// Two warpgroups: warpgroup 0 runs the main loop and syncs its four warps on
// named barrier 2 after each k-step; warpgroup 1 writes the previous tile's
// epilogue and also syncs its four warps on barrier 2 (copied from the main
// loop). Both groups arrive on one hardware barrier with a count of 128 at
// the same time, so a phase completes with a mix of the two groups' warps.
__global__ void __launch_bounds__(256)
mainloop_epilogue(const float *__restrict__ a, float *__restrict__ c, int ktiles) {
  __shared__ float stage[128];
  __shared__ float epi[128];
  const int wg = threadIdx.x / 128, t = threadIdx.x % 128;
  float acc = 0.f;
  if (wg == 0) {
    for (int k = 0; k < ktiles; ++k) {
      stage[t] = a[((size_t)blockIdx.x * ktiles + k) * 128 + t];
      asm volatile("bar.sync 2, 128;" ::: "memory");
      acc += stage[(t + 5) & 127];
      asm volatile("bar.sync 2, 128;" ::: "memory");
    }
    c[(size_t)blockIdx.x * 256 + t] = acc;
  } else {
    epi[t] = c[(size_t)(blockIdx.x + gridDim.x) * 256 + t];
    asm volatile("bar.sync 2, 128;" ::: "memory");
    c[(size_t)(blockIdx.x + gridDim.x) * 256 + t] = epi[127 - t];
  }
}
