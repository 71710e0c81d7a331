// EXPECT: clean
// PTXLINT-ARGS: --block-dim=128
// Warp-specialised gather: warp 0 stages indices and signals named
// barrier 1 with bar.arrive (128 = producer warp + three math warps), the
// math warps wait on it with bar.sync 1, 128 and then sync among themselves
// on barrier 2 with MATH_WARPS * 32 = 96, exactly the threads that run it.
// A block-wide __syncthreads() at the end of each row keeps the producer
// from overwriting s_idx while the math warps still read it.
constexpr int MATH_WARPS = 3;
__global__ void __launch_bounds__(128)
gather_scale(const int *__restrict__ idx, const float *__restrict__ src, float *__restrict__ dst,
             int rows) {
  __shared__ int s_idx[96];
  __shared__ float s_val[96];
  const int warp = threadIdx.x / 32;
  auto epi_sync = [] { asm volatile("bar.sync 2, %0;" ::"n"(MATH_WARPS * 32) : "memory"); };
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
