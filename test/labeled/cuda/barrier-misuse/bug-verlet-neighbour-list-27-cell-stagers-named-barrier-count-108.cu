// EXPECT: barrier-misuse barrier-divergence
// PTXLINT-ARGS: --block-dim=256
// BUG: Verlet neighbour-list build for molecular dynamics, one block per
// cell. Four threads per neighbour cell (27 cells, threads 0-107) copy the
// cell's atom positions into shared memory and sync among themselves before
// compacting them; threads 108-255 zero the block's list rows meanwhile.
// The stagers' named barrier counts the threads that do the work,
// STAGERS = 27 * 4 = 108 -- but a barrier counts whole warps and its thread
// count must be a multiple of 32 (warp 3's lanes 12-31 are not stagers).
// The `t < STAGERS` split also leaves warp 3's lanes 12-31 out of the
// `.aligned` bar.sync that its lanes 0-11 execute (barrier-divergence).
constexpr int STAGERS = 27 * 4;
__global__ void __launch_bounds__(256)
build_verlet(const float4 *__restrict__ xyz, const int *__restrict__ cell_start, const int *__restrict__ nbr_cells,
             int *__restrict__ nlist, int *__restrict__ ncount, float rc2) {
  __shared__ float4 cand[27 * 32];
  __shared__ int ncand[27];
  const int t = threadIdx.x, cell = blockIdx.x;
  if (t < STAGERS) {
    const int c = t / 4, part = t % 4;
    const int nc = nbr_cells[cell * 27 + c];
    const int s = cell_start[nc], e = min(cell_start[nc + 1], s + 32);
    for (int i = s + part; i < e; i += 4) cand[c * 32 + i - s] = xyz[i];
    if (part == 0) ncand[c] = e - s;
    asm volatile("bar.sync 1, %0;" ::"r"(STAGERS) : "memory");
    for (int i = part; i < 32; i += 4)
      if (i >= ncand[c]) cand[c * 32 + i] = make_float4(1e30f, 1e30f, 1e30f, -1.f);
  } else {
    for (int i = t - 108; i < 32 * 64; i += 148) nlist[(size_t)cell * 32 * 64 + i] = -1;
  }
  __syncthreads();
  const int s = cell_start[cell], n = min(cell_start[cell + 1] - s, 32);
  if (t < n) {
    const float4 me = xyz[s + t];
    int k = 0;
    for (int j = 0; j < 27 * 32 && k < 64; ++j) {
      const float4 o = cand[j];
      const float dx = o.x - me.x, dy = o.y - me.y, dz = o.z - me.z;
      if (o.w >= 0.f && (int)o.w != s + t && dx * dx + dy * dy + dz * dz < rc2) nlist[((size_t)cell * 32 + t) * 64 + k++] = (int)o.w;
    }
    ncount[cell * 32 + t] = k;
  }
}
