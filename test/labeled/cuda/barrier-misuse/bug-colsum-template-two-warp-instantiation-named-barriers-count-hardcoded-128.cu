// EXPECT: barrier-misuse
// BUG: a column-sum kernel written as a template over its warp count: the
// first half of the warps load row r of the block's column strip into one of
// two shared slots, the second half add it up; they hand the slots over with
// named barriers 1-2 (full) and 3-4 (empty), bar.arrive on one side and
// bar.sync on the other, counting every thread of the block. The count was
// written as the 128 of the first (four-warp) instantiation; the two-warp
// instantiation, __launch_bounds__(64), syncs 128 threads on a 64-thread block
// (PTX ISA bar.sync: the count may not exceed the CTA), so no phase completes.
#define kPipeThreads 128
__device__ __forceinline__ void named_sync(int id, int n) {
  asm volatile("bar.sync %0, %1;" ::"r"(id), "r"(n) : "memory");
}
__device__ __forceinline__ void named_arrive(int id, int n) {
  asm volatile("bar.arrive %0, %1;" ::"r"(id), "r"(n) : "memory");
}
template <int kWarps>
__global__ void __launch_bounds__(kWarps * 32) colsum_pipelined(const float *__restrict__ x, float *__restrict__ y,
                                                                int rows, int cols) {
  constexpr int kHalf = kWarps / 2 * 32;
  __shared__ float buf[2][kHalf];
  int t = threadIdx.x;
  bool producer = t < kHalf;
  int c = producer ? t : t - kHalf;
  int col = blockIdx.x * kHalf + c;
  float acc = 0.f;
  for (int r = 0; r < rows; ++r) {
    int s = r & 1;
    if (producer) {
      if (r >= 2)
        named_sync(3 + s, kPipeThreads);
      buf[s][c] = col < cols ? x[(size_t)r * cols + col] : 0.f;
      named_arrive(1 + s, kPipeThreads);
    } else {
      named_sync(1 + s, kPipeThreads);
      acc += buf[s][c];
      if (r + 2 < rows)
        named_arrive(3 + s, kPipeThreads);
    }
  }
  if (!producer && col < cols)
    y[col] = acc;
}
template __global__ void colsum_pipelined<2>(const float *__restrict__, float *__restrict__, int, int);
