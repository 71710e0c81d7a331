// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// OK: particle-in-cell charge deposit (cloud-in-cell, 2D). Particles are
// sorted by 16x16-cell tile; one block per tile accumulates its particles'
// charge into a 17x17 shared node grid, then adds it to the global grid.
// Particles are staged 256 at a time through shared memory; the chunk loop
// runs over the tile's chunk bases, the same trips in every thread, and the
// threads without a particle in the last chunk only skip the deposit.
__global__ void __launch_bounds__(256)
pic_deposit(const float2 *__restrict__ pos, const float *__restrict__ q, const int *__restrict__ tile_start,
            float *__restrict__ rho, int ntx, int nx) {
  __shared__ float nodes[17][17];
  __shared__ float2 sp[256];
  __shared__ float sq[256];
  const int t = threadIdx.x, tile = blockIdx.x;
  const int ox = (tile % ntx) * 16, oy = (tile / ntx) * 16;
  for (int i = t; i < 17 * 17; i += 256) nodes[i / 17][i % 17] = 0.f;
  const int first = tile_start[tile], last = tile_start[tile + 1];
  for (int base = first; base < last; base += 256) {
    const int p = base + t;
    if (p < last) { sp[t] = pos[p]; sq[t] = q[p]; }
    __syncthreads();
    if (p < last) {
      const float gx = sp[t].x - ox, gy = sp[t].y - oy;
      const int ix = min(max((int)gx, 0), 15), iy = min(max((int)gy, 0), 15);
      const float fx = gx - ix, fy = gy - iy, c = sq[t];
      atomicAdd(&nodes[iy][ix], c * (1.f - fx) * (1.f - fy));
      atomicAdd(&nodes[iy][ix + 1], c * fx * (1.f - fy));
      atomicAdd(&nodes[iy + 1][ix], c * (1.f - fx) * fy);
      atomicAdd(&nodes[iy + 1][ix + 1], c * fx * fy);
    }
    __syncthreads();
  }
  __syncthreads();
  for (int i = t; i < 17 * 17; i += 256)
    atomicAdd(&rho[(size_t)(oy + i / 17) * (nx + 1) + ox + i % 17], nodes[i / 17][i % 17]);
}
