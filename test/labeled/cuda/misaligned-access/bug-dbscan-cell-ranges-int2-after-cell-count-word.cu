// EXPECT: misaligned-access
// MODES: O3
// DBSCAN core-point test over a uniform neighbour grid. The grid builder
// writes one buffer: the number of cells in word 0, then one (start, count)
// int2 per cell. The query kernel views the ranges as `(const int2 *)(buf +
// 1)`: byte offset 4 of a cudaMalloc'd buffer, so every 8-byte ld.global.v2
// of a cell range is misaligned. -O3 only: nvcc -G splits the int2 load
// into two ld.u32 at +0 and +4, which are 4-byte aligned, so the -G PTX has
// no misaligned access.
__global__ void dbscan_core(const float2 *__restrict__ pts, int n, const int *__restrict__ grid_buf,
                            int gx, int gy, float cell, float eps2, int min_pts,
                            const int *__restrict__ sorted_idx, unsigned char *__restrict__ is_core) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  const int ncells = grid_buf[0];
  const int2 *ranges = reinterpret_cast<const int2 *>(grid_buf + 1); // BUG: 4-byte offset
  const float2 p = pts[i];
  const int cx = min(max((int)(p.x / cell), 0), gx - 1), cy = min(max((int)(p.y / cell), 0), gy - 1);
  int neigh = 0;
  for (int dy = -1; dy <= 1; ++dy)
    for (int dx = -1; dx <= 1; ++dx) {
      const int x = cx + dx, y = cy + dy;
      if (x < 0 || y < 0 || x >= gx || y >= gy || y * gx + x >= ncells)
        continue;
      const int2 r = ranges[y * gx + x];
      for (int k = r.x; k < r.x + r.y && neigh < min_pts; ++k) {
        const float2 q = pts[sorted_idx[k]];
        const float ddx = q.x - p.x, ddy = q.y - p.y;
        neigh += ddx * ddx + ddy * ddy <= eps2;
      }
    }
  is_core[i] = neigh >= min_pts;
}
