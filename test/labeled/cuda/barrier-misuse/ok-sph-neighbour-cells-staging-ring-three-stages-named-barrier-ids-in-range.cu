// EXPECT: clean
// PTXLINT-ARGS: --block-dim=512
// OK: SPH density summation over a uniform grid, four 128-thread groups per
// block walking their cell's 27 neighbours through a ring of three staging
// buffers per group; the named barrier of slot (stage, group) is
// 1 + stage * GROUPS + group, ids 1..12, all within the CTA's 16 barriers.
constexpr int GROUPS = 4, STAGES = 3, CAP = 128;
__device__ __forceinline__ void group_sync(int id) { asm volatile("bar.sync %0, 128;" ::"r"(id) : "memory"); }
__device__ __forceinline__ float poly6(float r2, float h2) { const float d = h2 - r2; return d > 0.f ? d * d * d : 0.f; }
__global__ void __launch_bounds__(512)
sph_density(const float4 *__restrict__ pos_sorted, const int *__restrict__ cell_start, const int *__restrict__ cell_end,
            const int *__restrict__ target_cells, int gx, int gy, int gz, float h2, float mass, float *__restrict__ rho) {
  __shared__ float4 stage_buf[STAGES][GROUPS][CAP];
  const int group = threadIdx.x / 128, gt = threadIdx.x % 128;
  const int cell = target_cells[blockIdx.x * GROUPS + group];
  const int cxi = cell % gx, cyi = (cell / gx) % gy, czi = cell / (gx * gy);
  const int my = cell_start[cell] + gt;
  const bool mine = my < cell_end[cell];
  const float4 p = mine ? pos_sorted[my] : make_float4(0.f, 0.f, 0.f, 0.f);
  float sum = 0.f;
  for (int n = 0; n < 27; ++n) {
    const int s = n % STAGES;
    const int nx = cxi + n % 3 - 1, ny = cyi + (n / 3) % 3 - 1, nz = czi + n / 9 - 1;
    const bool inside = nx >= 0 && nx < gx && ny >= 0 && ny < gy && nz >= 0 && nz < gz;
    const int nc = inside ? (nz * gy + ny) * gx + nx : 0;
    const int b = inside ? cell_start[nc] : 0, e = inside ? min(cell_end[nc], b + CAP) : 0;
    if (b + gt < e) stage_buf[s][group][gt] = pos_sorted[b + gt];
    group_sync(1 + s * GROUPS + group);
    if (mine)
      for (int j = 0; j < e - b; ++j) {
        const float4 q = stage_buf[s][group][j];
        const float dx = p.x - q.x, dy = p.y - q.y, dz = p.z - q.z;
        sum += poly6(dx * dx + dy * dy + dz * dz, h2);
      }
  }
  if (mine) rho[my] = mass * sum;
}
