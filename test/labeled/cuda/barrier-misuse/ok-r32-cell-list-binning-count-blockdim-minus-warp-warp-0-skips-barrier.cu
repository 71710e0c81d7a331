// EXPECT: clean
// ARCHS: sm_86 sm_90
// PTXLINT-ARGS: --block-dim=256
// Molecular-dynamics cell-list binning. Warp 0 of the block streams the
// previous step's cell counts out to the histogram while warps 1-7 compute
// each particle's cell into shared memory and then publish it; only warps
// 1-7 need to wait for one another, so they synchronise on named barrier 1
// with a count of blockDim.x - 32 (224 for the 256-thread launch) and warp
// 0, which never touches cell_s, does not execute the barrier at all: the
// count is exactly the threads that arrive.
__global__ void __launch_bounds__(256)
    bin_particles(const float4 *__restrict__ pos, const int *__restrict__ prev_count,
                  int *__restrict__ hist, int *__restrict__ cell_of, int n, float inv_cell,
                  int cells_per_dim) {
  __shared__ int cell_s[224];
  const int warp = threadIdx.x >> 5;
  const int tile = blockIdx.x;
  if (warp == 0) {
    for (int c = threadIdx.x; c < 64; c += 32)
      atomicAdd(&hist[min(prev_count[tile * 64 + c], 63)], 1);
    return;
  }
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
  asm volatile("bar.sync 1, %0;" ::"r"(blockDim.x - 32) : "memory");
  // each thread publishes its neighbour's cell (a rotated copy for the sort)
  const int t = threadIdx.x - 32;
  const int other = cell_s[(t + 1) % 224];
  if (i < n)
    cell_of[tile * 224 + t] = other;
}
