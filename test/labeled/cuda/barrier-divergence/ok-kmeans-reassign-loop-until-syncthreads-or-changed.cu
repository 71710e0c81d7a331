// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// Block-local k-means refinement looping until no point of the block changes
// its cluster: the test is __syncthreads_or over every thread's `changed`,
// which is the same in the whole block, so all warps run the same number of
// iterations and meet every __syncthreads() inside.
__global__ void kmeans_refine_block_vote(const float2 *pts, int *assign, float2 *cent_out) {
  __shared__ float2 cent[8];
  __shared__ float2 sum[8];
  __shared__ int cnt[8];
  const float2 p = pts[blockIdx.x * 256 + threadIdx.x];
  int a = threadIdx.x % 8;
  if (threadIdx.x < 8)
    cent[threadIdx.x] = pts[blockIdx.x * 256 + threadIdx.x];
  __syncthreads();
  bool changed = true;
  while (__syncthreads_or(changed)) {
    int na = 0;
    float bd = 1e30f;
    for (int c = 0; c < 8; ++c) {
      const float dx = p.x - cent[c].x, dy = p.y - cent[c].y, d = dx * dx + dy * dy;
      if (d < bd) {
        bd = d;
        na = c;
      }
    }
    changed = na != a;
    a = na;
    if (threadIdx.x < 8) {
      sum[threadIdx.x] = make_float2(0.f, 0.f);
      cnt[threadIdx.x] = 0;
    }
    __syncthreads();
    atomicAdd(&sum[a].x, p.x);
    atomicAdd(&sum[a].y, p.y);
    atomicAdd(&cnt[a], 1);
    __syncthreads();
    if (threadIdx.x < 8 && cnt[threadIdx.x])
      cent[threadIdx.x] =
          make_float2(sum[threadIdx.x].x / cnt[threadIdx.x], sum[threadIdx.x].y / cnt[threadIdx.x]);
    __syncthreads();
  }
  assign[blockIdx.x * 256 + threadIdx.x] = a;
  if (threadIdx.x < 8)
    cent_out[blockIdx.x * 8 + threadIdx.x] = cent[threadIdx.x];
}
