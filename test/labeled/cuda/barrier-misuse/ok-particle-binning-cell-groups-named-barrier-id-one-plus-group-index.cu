// EXPECT: clean
// PTXLINT-ARGS: --block-dim=512
// OK: particle-in-cell binning, one block per tile of 4 cells: each group
// of 128 threads counts its cell's particles into a shared histogram of
// sub-cells, syncs with its own group (named barrier `1 + group`, count 128,
// ids 1 to 4), scans it and scatters the particle ids. Barrier 0 is left to
// the block-wide __syncthreads() around the shared cell bounds.
#define SUB 64
__global__ void __launch_bounds__(512)
bin_particles(const float2 *__restrict__ pos, const int *__restrict__ cell_start,
              int *__restrict__ sorted, float inv_h) {
  __shared__ int hist[4][SUB];
  __shared__ int beg[5];
  const int t = threadIdx.x, g = t / 128, gt = t % 128;
  if (t < 5) beg[t] = cell_start[blockIdx.x * 4 + t];
  if (gt < SUB) hist[g][gt] = 0;
  __syncthreads();
  const int c0 = beg[g], c1 = beg[g + 1];
  for (int i = c0 + gt; i < c1; i += 128) {
    const float2 p = pos[i];
    const int sx = min(7, max(0, (int)(p.x * inv_h) & 7));
    const int sy = min(7, max(0, (int)(p.y * inv_h) & 7));
    atomicAdd(&hist[g][sy * 8 + sx], 1);
  }
  asm volatile("bar.sync %0, 128;" ::"r"(1 + g) : "memory");
  if (gt == 0) {
    int run = c0;
    for (int s = 0; s < SUB; ++s) { const int n = hist[g][s]; hist[g][s] = run; run += n; }
  }
  asm volatile("bar.sync %0, 128;" ::"r"(1 + g) : "memory");
  for (int i = c0 + gt; i < c1; i += 128) {
    const float2 p = pos[i];
    const int sx = min(7, max(0, (int)(p.x * inv_h) & 7));
    const int sy = min(7, max(0, (int)(p.y * inv_h) & 7));
    sorted[atomicAdd(&hist[g][sy * 8 + sx], 1)] = i;
  }
  __syncthreads();
}
