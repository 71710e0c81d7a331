// EXPECT: barrier-misuse
// PTXLINT-ARGS: --block-dim=128
// k-means assignment step with a block-wide "how many points changed
// cluster" vote through bar.red.popc on named barrier 1 (barrier 0 is left to
// __syncthreads in the caller's code). BUG: the kernel went from 64 to 128
// threads per block, but the barrier's thread count stayed 64 while all 128
// threads execute it: the reduction completes with the first two warps and
// the last two start a new phase, so `changed` counts half the block.
__global__ void kmeans_assign(const float2 *__restrict__ pts, const float2 *__restrict__ cent,
                              int *__restrict__ assign, int *__restrict__ changed_total, int k) {
  const int i = blockIdx.x * 128 + threadIdx.x;
  const float2 p = pts[i];
  int best = 0;
  float bd = 3.0e38f;
  for (int c = 0; c < k; ++c) {
    const float dx = p.x - cent[c].x, dy = p.y - cent[c].y;
    const float d = dx * dx + dy * dy;
    if (d < bd) {
      bd = d;
      best = c;
    }
  }
  const int moved = assign[i] != best;
  assign[i] = best;
  int changed;
  asm volatile("{\n\t.reg .pred p;\n\t"
               "setp.ne.s32 p, %1, 0;\n\t"
               "bar.red.popc.u32 %0, 1, 64, p;\n\t"  // BUG: 128 threads execute it
               "}"
               : "=r"(changed)
               : "r"(moved)
               : "memory");
  if (threadIdx.x == 0)
    atomicAdd(changed_total, changed);
}
