// EXPECT: barrier-divergence
// Delta-stepping SSSP, one block per graph partition: the light-edge phase of
// the current bucket is repeated until no distance in the bucket changes.
// Each thread relaxes the light edges of its vertices into a shared distance
// array, with a __syncthreads() per round so that everyone sees the new
// distances. The loop's exit test uses the thread's OWN "changed" flag
// (BUG): a thread whose vertices settled leaves the loop while others still
// run rounds and wait at the barrier; it should be __syncthreads_or(changed).
__device__ __forceinline__ bool relax_light(const int *rp, const int *ci, const float *w,
                                            float *dist, int v, float delta, float lo) {
  bool changed = false;
  float dv = dist[v];
  if (dv >= lo && dv < lo + delta)
    for (int e = rp[v]; e < rp[v + 1]; ++e)
      if (w[e] <= delta) {
        float nd = dv + w[e];
        int u = ci[e];
        if (nd < dist[u]) { dist[u] = nd; changed = true; }
      }
  return changed;
}
__global__ void delta_step_light(const int *rp, const int *ci, const float *w, float *gdist,
                                 int nv, float delta, float lo) {
  extern __shared__ float dist[];
  for (int v = threadIdx.x; v < nv; v += blockDim.x)
    dist[v] = gdist[v];
  __syncthreads();
  bool changed;
  do {
    changed = false;
    for (int v = threadIdx.x; v < nv; v += blockDim.x)
      changed |= relax_light(rp, ci, w, dist, v, delta, lo);
    __syncthreads();  // BUG: reached a thread-dependent number of times
  } while (changed);
  for (int v = threadIdx.x; v < nv; v += blockDim.x)
    gdist[v] = dist[v];
}
