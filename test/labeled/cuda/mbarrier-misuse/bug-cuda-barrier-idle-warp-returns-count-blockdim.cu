// EXPECT: mbarrier-misuse
// ARCHS: sm_90 sm_80
// PTXLINT-ARGS: --block-dim=128
// A 3-point row smoother on rows of 96 floats, launched with 128 threads. The
// block-scope cuda::barrier expects blockDim.x arrivals (BUG), but the fourth
// warp returns before arriving: only 96 of 128 arrivals ever come and every
// thread of the first three warps waits forever in arrive_and_wait().
#include <cuda/barrier>
__global__ void smooth_rows(const float *in, float *out, int rows) {
  __shared__ cuda::barrier<cuda::thread_scope_block> bar;
  __shared__ float line[96 + 2];
  if (threadIdx.x == 0)
    init(&bar, blockDim.x /* BUG: 32 of them never arrive */);
  __syncthreads();
  if (threadIdx.x >= 96)
    return;  // the fourth warp has no column to compute
  const int r = blockIdx.x;
  if (r < rows) {
    line[threadIdx.x + 1] = in[r * 96 + threadIdx.x];
    if (threadIdx.x == 0) line[0] = 0.f;
    if (threadIdx.x == 95) line[97] = 0.f;
  }
  bar.arrive_and_wait();  // the row is staged
  if (r < rows)
    out[r * 96 + threadIdx.x] =
        0.25f * line[threadIdx.x] + 0.5f * line[threadIdx.x + 1] + 0.25f * line[threadIdx.x + 2];
}
