// EXPECT: barrier-misuse
// PTXLINT-ARGS: --block-dim=512
// BUG: particle-in-cell binning, one block per tile of 4 cells: each group
// of 128 threads counts its cell's particles into a shared histogram of
// sub-cells, syncs with its own group (named barrier `group`, count 128),
// scans it and scatters the particle ids. The block also uses
// __syncthreads() (barrier 0, all 512 threads) around the shared cell
// bounds; the group barrier ids start at 0, so group 0's `bar.sync 0, 128`
// shares id 0 with __syncthreads (they must be `1 + group`).
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
  asm volatile("bar.sync %0, 128;" ::"r"(g) : "memory");
  if (gt == 0) {
    int run = c0;
    for (int s = 0; s < SUB; ++s) { const int n = hist[g][s]; hist[g][s] = run; run += n; }
  }
  asm volatile("bar.sync %0, 128;" ::"r"(g) : "memory");
  for (int i = c0 + gt; i < c1; i += 128) {
    const float2 p = pos[i];
    const int sx = min(7, max(0, (int)(p.x * inv_h) & 7));
    const int sy = min(7, max(0, (int)(p.y * inv_h) & 7));
    sorted[atomicAdd(&hist[g][sy * 8 + sx], 1)] = i;
  }
  __syncthreads();
}
