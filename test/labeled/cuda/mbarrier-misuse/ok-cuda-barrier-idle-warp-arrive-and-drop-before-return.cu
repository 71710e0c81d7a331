// EXPECT: clean
// ARCHS: sm_90 sm_80
// PTXLINT-ARGS: --block-dim=128
// A 3-point row smoother on rows of 96 floats, launched with 128 threads. The
// cuda::barrier expects blockDim.x arrivals and the idle fourth warp leaves it
// with arrive_and_drop() before returning, which lowers the expected count to
// 96 for this and every later phase, so the first three warps are released.
#include <cuda/barrier>
__global__ void smooth_rows(const float *in, float *out, int rows) {
  __shared__ cuda::barrier<cuda::thread_scope_block> bar;
  __shared__ float line[96 + 2];
  if (threadIdx.x == 0)
    init(&bar, blockDim.x);
  __syncthreads();
  if (threadIdx.x >= 96) {  // the fourth warp has no column to compute
    bar.arrive_and_drop();
    return;
  }
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
