// EXPECT: barrier-divergence
// PTXLINT-ARGS: --block-dim=128
// Work-list drain: each warp keeps looping while any of its lanes still has
// pending items (__any_sync is warp-uniform), and stages results through shared
// memory with a __syncthreads() per round. Warps with different amounts of
// work run a different number of rounds, so the CTA barrier is reached a
// different number of times by different warps.
__global__ void drain(const int *counts, const float *items, float *out) {
  __shared__ float stage[128];
  int tid = threadIdx.x;
  int gid = blockIdx.x * blockDim.x + tid;
  int left = counts[gid];
  int round = 0;
  while (__any_sync(0xffffffffu, left > 0)) {
    stage[tid] = left > 0 ? items[gid * 8 + round] : 0.f;
    __syncthreads();
    out[gid] += stage[(tid + 1) & 127];
    --left;
    ++round;
  }
}
