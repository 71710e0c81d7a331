// EXPECT: mbarrier-misuse
// ARCHS: sm_90
// PTXLINT-ARGS: --block-dim=128
// SpMV over a CSR matrix, one row block (up to 512 non-zeros) per CTA: the
// column indices and values of the block's non-zeros are staged with two
// cp.async.bulk copies on one mbarrier. The kernel used to have two loader
// warps (one for the indices, one for the values), each arriving once, and
// the barrier is still initialised for 2 arrivals; after the refactor that
// moved both copies to thread 0, one arrive.expect_tx is all the barrier
// gets. Bug: the phase needs a second arrival that never comes, so the
// parity-0 wait never succeeds (the bytes land, the arrival count stays 1).
#include <cuda/ptx>
#include <cstdint>
namespace ptx = cuda::ptx;
constexpr int MAXNZ = 512;
__global__ void __launch_bounds__(128) spmv_block(const int *__restrict__ row_block_ptr,
                                                  const int *__restrict__ colidx,
                                                  const float *__restrict__ vals,
                                                  const int *__restrict__ row_ptr,
                                                  const float *__restrict__ x,
                                                  float *__restrict__ y) {
  __shared__ alignas(16) int s_col[MAXNZ];
  __shared__ alignas(16) float s_val[MAXNZ];
  __shared__ uint64_t staged;
  const int begin = row_block_ptr[blockIdx.x];
  const int nnz = row_block_ptr[blockIdx.x + 1] - begin; // multiple of 4, <= MAXNZ
  if (threadIdx.x == 0) {
    ptx::mbarrier_init(&staged, 2);
    ptx::fence_proxy_async(ptx::space_shared);
  }
  __syncthreads();
  if (threadIdx.x == 0) {
    unsigned bytes = nnz * 4u;
    ptx::mbarrier_arrive_expect_tx(ptx::sem_release, ptx::scope_cta, ptx::space_shared, &staged,
                                   2 * bytes);
    ptx::cp_async_bulk(ptx::space_shared, ptx::space_global, s_col, colidx + begin, bytes, &staged);
    ptx::cp_async_bulk(ptx::space_shared, ptx::space_global, s_val, vals + begin, bytes, &staged);
  }
  while (!ptx::mbarrier_try_wait_parity(&staged, 0)) {
  }
  // One warp per row of the 4-row block.
  const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  const int row = blockIdx.x * 4 + warp;
  const int lo = row_ptr[row] - begin, hi = row_ptr[row + 1] - begin;
  float sum = 0.f;
  for (int j = lo + lane; j < hi; j += 32)
    sum += s_val[j] * x[s_col[j]];
  for (int o = 16; o > 0; o >>= 1)
    sum += __shfl_xor_sync(0xffffffffu, sum, o);
  if (lane == 0)
    y[row] = sum;
}
