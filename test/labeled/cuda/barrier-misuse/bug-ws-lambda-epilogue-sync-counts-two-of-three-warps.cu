// EXPECT: barrier-misuse
// PTXLINT-ARGS: --block-dim=128
// Warp-specialised row kernel: warp 0 gathers indices, warps 1..3 are the
// math/epilogue warps and sync among themselves through the `epi_sync`
// lambda on named barrier 2. BUG: the count was written as
// (MATH_WARPS - 1) * 32 = 64 on the idea that "one of the math warps is
// the leader and does not count", but all three math warps (96 threads)
// execute the barrier: it completes as soon as two warps arrive and the
// third starts the next phase alone.
constexpr int MATH_WARPS = 3;
__global__ void __launch_bounds__(128)
gather_scale(const int *__restrict__ idx, const float *__restrict__ src, float *__restrict__ dst,
             int rows) {
  __shared__ int s_idx[96];
  __shared__ float s_val[96];
  const int warp = threadIdx.x / 32;
  auto epi_sync = [] { asm volatile("bar.sync 2, %0;" ::"n"((MATH_WARPS - 1) * 32) : "memory"); };
  for (int r = blockIdx.x; r < rows; r += gridDim.x) {
    if (warp == 0) {
      for (int j = threadIdx.x; j < 96; j += 32)
        s_idx[j] = idx[(size_t)r * 96 + j];
      asm volatile("bar.arrive 1, 128;" ::: "memory");
    } else {
      asm volatile("bar.sync 1, 128;" ::: "memory");
      const int t = threadIdx.x - 32;
      s_val[t] = src[s_idx[t]];
      epi_sync();
      dst[(size_t)r * 96 + t] = s_val[t] - s_val[95 - t];
    }
    __syncthreads();
  }
}
