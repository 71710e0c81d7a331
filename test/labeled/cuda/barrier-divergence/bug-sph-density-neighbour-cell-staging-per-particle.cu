// EXPECT: barrier-divergence
// SPH density summation over a uniform grid: thread per particle, the 27
// neighbour cells of the particle's own cell, each cell's particles staged
// through shared memory in block-sized chunks. But the particles of one
// block sit in different cells: the cells (and so the number of chunks, and
// whether a cell is skipped as empty) differ per thread, and the staging
// barriers are met a different number of times by different threads.
#define BLOCK 128

struct Grid {
  int nx, ny, nz;
};

__device__ int neighbour_cell(Grid g, int c, int nb) {
  int cx = c % g.nx, cy = (c / g.nx) % g.ny, cz = c / (g.nx * g.ny);
  cx = min(max(cx + nb % 3 - 1, 0), g.nx - 1);
  cy = min(max(cy + (nb / 3) % 3 - 1, 0), g.ny - 1);
  cz = min(max(cz + nb / 9 - 1, 0), g.nz - 1);
  return (cz * g.ny + cy) * g.nx + cx;
}

__device__ float poly6(float r2, float h2) {
  float d = h2 - r2;
  return r2 < h2 ? d * d * d : 0.f;
}

__global__ void __launch_bounds__(BLOCK)
sph_density(const float4 *__restrict__ pos, const int *__restrict__ cell_of,
            const int *__restrict__ cell_start, const int *__restrict__ cell_end,
            float *__restrict__ density, Grid g, int n, float h2, float mass) {
  __shared__ float4 tile[BLOCK];
  const int i = blockIdx.x * BLOCK + threadIdx.x;
  const int ii = min(i, n - 1);
  const float4 pi = pos[ii];
  const int c = cell_of[ii];
  float rho = 0.f;
  for (int nb = 0; nb < 27; ++nb) {
    const int nc = neighbour_cell(g, c, nb);
    const int s = cell_start[nc], e = cell_end[nc];
    if (s == e)
      continue;
    for (int base = s; base < e; base += BLOCK) {
      if (base + threadIdx.x < e)
        tile[threadIdx.x] = pos[base + threadIdx.x];
      __syncthreads(); // BUG: per-particle cell and chunk count
      const int cnt = min(BLOCK, e - base);
      for (int k = 0; k < cnt; ++k) {
        float dx = pi.x - tile[k].x, dy = pi.y - tile[k].y, dz = pi.z - tile[k].z;
        rho += poly6(dx * dx + dy * dy + dz * dz, h2);
      }
      __syncthreads();
    }
  }
  if (i < n)
    density[i] = mass * rho;
}
