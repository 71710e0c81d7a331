// EXPECT: barrier-misuse
// PTXLINT-ARGS: --block-dim=128
// The epilogue barrier's count excludes the producer warp (blockDim.x - 32,
// "consumers only"), but the barrier sits after the role branch where the
// producer warp executes it too: 128 threads arrive on a 96-thread barrier,
// so it completes with the first three warps.
__global__ void __launch_bounds__(128) epilogue(const float *a, float *c, int k) {
  __shared__ float stage[96];
  const int warp = threadIdx.x / 32;
  float acc = 0.f;
  if (warp == 0) {
    for (int j = threadIdx.x; j < 96; j += 32)
      stage[j] = a[blockIdx.x * 96 + j];
  } else {
    for (int kk = 0; kk < k; ++kk)
      acc += a[kk * 96 + threadIdx.x - 32];
  }
  asm volatile("bar.sync 1, %0;" ::"r"(blockDim.x - 32) : "memory");
  if (warp > 0)
    c[blockIdx.x * 96 + threadIdx.x - 32] = acc + stage[threadIdx.x - 32];
}
