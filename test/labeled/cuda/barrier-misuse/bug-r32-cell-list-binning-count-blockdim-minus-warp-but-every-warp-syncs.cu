// EXPECT: barrier-misuse
// ARCHS: sm_86 sm_90
// PTXLINT-ARGS: --block-dim=256
// BUG: molecular-dynamics cell-list binning. Warp 0 of the block clears the
// per-cell counters of the block's tile while warps 1-7 compute each
// particle's cell; the counting phase must wait for both. The barrier was
// written for an earlier version in which warp 0 did not take part, as
// bar.sync 1, blockDim.x - 32: now every warp executes it, 256 threads on a
// barrier counted for 224, so it can open before the last warp arrived.
__global__ void __launch_bounds__(256)
    bin_particles(const float4 *__restrict__ pos, int *__restrict__ cell_count,
                  int *__restrict__ cell_of, int n, float inv_cell, int cells_per_dim) {
  __shared__ int cell_s[224];
  const int warp = threadIdx.x >> 5;
  const int tile = blockIdx.x;
  if (warp == 0) {
    for (int c = threadIdx.x; c < 64; c += 32)
      cell_count[tile * 64 + c] = 0;
  } else {
    const int i = tile * 224 + threadIdx.x - 32;
    int cell = -1;
    if (i < n) {
      const float4 p = pos[i];
      const int cx = min((int)(p.x * inv_cell), cells_per_dim - 1);
      const int cy = min((int)(p.y * inv_cell), cells_per_dim - 1);
      const int cz = min((int)(p.z * inv_cell), cells_per_dim - 1);
      cell = (cz * cells_per_dim + cy) * cells_per_dim + cx;
    }
    cell_s[threadIdx.x - 32] = cell;
  }
  __threadfence_block();
  asm volatile("bar.sync 1, %0;" ::"r"(blockDim.x - 32) : "memory");
  if (warp != 0) {
    const int cell = cell_s[threadIdx.x - 32];
    if (cell >= 0) {
      cell_of[tile * 224 + threadIdx.x - 32] = cell;
      atomicAdd(&cell_count[tile * 64 + (cell & 63)], 1);
    }
  }
}
