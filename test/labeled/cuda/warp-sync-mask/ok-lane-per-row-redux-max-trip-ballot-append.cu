// EXPECT: clean
// ARCHS: sm_80 sm_90
// Graph filter, one lane per vertex: each lane scans its own adjacency list
// (lengths differ) for neighbours above a threshold and appends hits to a
// global list with warp-aggregated atomics. The loop runs to the warp's
// longest list, taken with __reduce_max_sync, so its trip count is the same
// in every lane, and lanes whose list is shorter vote false: the full-mask
// ballot and shuffle always see the whole warp. Vertices past the end have
// an empty list instead of leaving.
__global__ void heavy_neighbours(const int *__restrict__ row_ptr,
                                 const int *__restrict__ col,
                                 const float *__restrict__ weight,
                                 int2 *__restrict__ hits, int *__restrict__ nhits,
                                 int n, float thresh) {
  const int v = blockIdx.x * blockDim.x + threadIdx.x;
  const int lane = threadIdx.x % 32;
  const int begin = v < n ? row_ptr[v] : 0;
  const int len = v < n ? row_ptr[v + 1] - begin : 0;
  const int trips = __reduce_max_sync(0xffffffff, (unsigned)len);
  for (int j = 0; j < trips; ++j) {
    bool hit = j < len && weight[begin + j] > thresh;
    unsigned votes = __ballot_sync(0xffffffff, hit);
    if (votes == 0)
      continue;
    int base = 0;
    if (lane == 0)
      base = atomicAdd(nhits, __popc(votes));
    base = __shfl_sync(0xffffffff, base, 0);
    if (hit)
      hits[base + __popc(votes & ((1u << lane) - 1))] = make_int2(v, col[begin + j]);
  }
}
