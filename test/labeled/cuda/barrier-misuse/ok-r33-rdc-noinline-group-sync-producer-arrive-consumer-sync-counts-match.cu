// EXPECT: clean
// ARCHS: sm_80 sm_90
// MODES: O3 G
// NVCC-ARGS: -rdc=true
// PTXLINT-ARGS: --block-dim=256
// Producer/consumer hand-off with named barriers, built with -rdc: warps 0-3
// (128 threads) load a tile and signal with bar.arrive, warps 4-7 (128
// threads) wait with bar.sync; both sides use id 1 and count 256, the threads
// of the two roles together. The consumers then release the buffer to the
// producers on id 2 the same way round.
__device__ __noinline__ void role_arrive(int id) { asm volatile("bar.arrive %0, 256;" ::"r"(id) : "memory"); }
__device__ __noinline__ void role_sync(int id) { asm volatile("bar.sync %0, 256;" ::"r"(id) : "memory"); }
__global__ void __launch_bounds__(256)
    handoff(const float *__restrict__ in, float *__restrict__ out, int tiles) {
  __shared__ float buf[128];
  const int t = threadIdx.x & 127;
  const bool producer = threadIdx.x < 128;
  for (int i = 0; i < tiles; ++i) {
    if (producer) {
      if (i > 0)
        role_sync(2);
      buf[t] = in[((size_t)blockIdx.x * tiles + i) * 128 + t];
      role_arrive(1);
    } else {
      role_sync(1);
      out[((size_t)blockIdx.x * tiles + i) * 128 + t] = buf[t] * 2.f + buf[(t + 1) & 127];
      if (i + 1 < tiles)
        role_arrive(2);
    }
  }
}
