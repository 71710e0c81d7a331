// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// Two warpgroups: warpgroup 0 runs the main loop on named barrier 2,
// warpgroup 1 writes the previous tile's epilogue on named barrier 3. Each
// barrier's count is its own warpgroup's 128 threads.
constexpr int kMainloop = 2, kEpilogue = 3;
__global__ void __launch_bounds__(256)
mainloop_epilogue(const float *__restrict__ a, float *__restrict__ c, int ktiles) {
  __shared__ float stage[128];
  __shared__ float epi[128];
  const int wg = threadIdx.x / 128, t = threadIdx.x % 128;
  float acc = 0.f;
  if (wg == 0) {
    for (int k = 0; k < ktiles; ++k) {
      stage[t] = a[((size_t)blockIdx.x * ktiles + k) * 128 + t];
      asm volatile("bar.sync %0, 128;" ::"n"(kMainloop) : "memory");
      acc += stage[(t + 5) & 127];
      asm volatile("bar.sync %0, 128;" ::"n"(kMainloop) : "memory");
    }
    c[(size_t)blockIdx.x * 256 + t] = acc;
  } else {
    epi[t] = c[(size_t)(blockIdx.x + gridDim.x) * 256 + t];
    asm volatile("bar.sync %0, 128;" ::"n"(kEpilogue) : "memory");
    c[(size_t)(blockIdx.x + gridDim.x) * 256 + t] = epi[127 - t];
  }
}
