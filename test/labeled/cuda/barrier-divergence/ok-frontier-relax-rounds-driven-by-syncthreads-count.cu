// EXPECT: clean
// Block-local Bellman-Ford relaxation over a small subgraph held in shared
// memory: rounds repeat while any thread changed a distance. The loop test is
// the result of __syncthreads_count, the same in every thread of the block,
// so every thread runs the same rounds and meets the same barriers, though
// whether a thread changed anything depends on its own data.
#define NV 256
__global__ void relax_rounds(const int *__restrict__ src, const int *__restrict__ dst,
                             const float *__restrict__ w, int nedges, float *__restrict__ dist_out) {
  __shared__ float dist[NV];
  int t = threadIdx.x;
  dist[t] = (t == 0) ? 0.f : 1e30f;
  __syncthreads();
  int changed = 1;
  int rounds = 0;
  while (__syncthreads_count(changed) > 0 && rounds < NV) {
    changed = 0;
    for (int e = t; e < nedges; e += blockDim.x) {
      int u = src[e] & (NV - 1), v = dst[e] & (NV - 1);
      float cand = dist[u] + w[e];
      if (cand < dist[v]) {
        atomicMin(reinterpret_cast<int *>(&dist[v]), __float_as_int(cand));
        changed = 1;
      }
    }
    ++rounds;
    __syncthreads();
  }
  dist_out[blockIdx.x * NV + t] = dist[t];
}
