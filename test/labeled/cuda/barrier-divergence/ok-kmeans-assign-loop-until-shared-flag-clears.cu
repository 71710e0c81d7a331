// EXPECT: clean
// Block-local k-means refinement: threads reassign their points and add the
// number of moves to a shared counter with atomicAdd; after a barrier thread 0
// turns the counter into a continue flag and resets it, and after a second
// barrier every thread reads the flag in the loop test. Every write of the
// flag and the counter is separated by a barrier from the reads of the same
// trip and of the next one, so the do-while exits in the same trip for all.
#define KC 8
__global__ void kmeans_refine(const float2 *__restrict__ pts, int *__restrict__ assign_out,
                              const float2 *__restrict__ c0, int max_iters) {
  __shared__ float2 cent[KC];
  __shared__ float2 acc[KC];
  __shared__ int cnt[KC];
  __shared__ int s_moves, s_again;
  float2 p = pts[blockIdx.x * blockDim.x + threadIdx.x];
  int mine = -1;
  if (threadIdx.x < KC) cent[threadIdx.x] = c0[threadIdx.x];
  if (threadIdx.x == 0) s_moves = 0;
  __syncthreads();
  int it = 0;
  do {
    if (threadIdx.x < KC) { acc[threadIdx.x] = make_float2(0.f, 0.f); cnt[threadIdx.x] = 0; }
    __syncthreads();
    int best = 0;
    float bd = 3.4e38f;
    for (int c = 0; c < KC; ++c) {
      float dx = p.x - cent[c].x, dy = p.y - cent[c].y, d = dx * dx + dy * dy;
      if (d < bd) { bd = d; best = c; }
    }
    if (best != mine) { atomicAdd(&s_moves, 1); mine = best; }
    atomicAdd(&acc[best].x, p.x);
    atomicAdd(&acc[best].y, p.y);
    atomicAdd(&cnt[best], 1);
    __syncthreads();
    if (threadIdx.x < KC && cnt[threadIdx.x] > 0)
      cent[threadIdx.x] = make_float2(acc[threadIdx.x].x / cnt[threadIdx.x],
                                      acc[threadIdx.x].y / cnt[threadIdx.x]);
    if (threadIdx.x == 0) {
      s_again = s_moves > 0 && it + 1 < max_iters;
      s_moves = 0;
    }
    __syncthreads();
    ++it;
  } while (s_again);
  assign_out[blockIdx.x * blockDim.x + threadIdx.x] = mine;
}
