// EXPECT: warp-sync-mask
// ARCHS: sm_80 sm_90
// PTXLINT-ARGS: --block-dim=32
// One warp per sparse row: integer nonzero counts per column block are
// summed with the sm_80 warp reduction __reduce_add_sync. Lanes past the
// row's last block were meant to contribute 0, but the reduction was moved
// inside the `lane < nblocks` guard together with the load. BUG: the
// membermask is still 0xffffffff while only lanes 0..nblocks-1 execute
// redux.sync (nblocks < 32 for short rows); the lanes that skipped it stay
// in the kernel and write their row's output after the branch.
__global__ void __launch_bounds__(32)
row_nnz(const int *__restrict__ row_blocks, const unsigned *__restrict__ block_nnz, unsigned *__restrict__ row_nnz_out,
        unsigned *__restrict__ flags) {
  const int lane = threadIdx.x;
  const int row = blockIdx.x;
  const int first = row_blocks[row], nblocks = min(32, row_blocks[row + 1] - first);
  unsigned total = 0;
  if (lane < nblocks) {
    const unsigned c = block_nnz[first + lane];
    total = __reduce_add_sync(0xffffffffu, c);  // BUG: only nblocks lanes here
  }
  if (lane == 0)
    row_nnz_out[row] = total;
  flags[row * 32 + lane] = lane < nblocks;
}
