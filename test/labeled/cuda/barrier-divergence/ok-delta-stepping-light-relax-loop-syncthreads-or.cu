// EXPECT: clean
// Delta-stepping SSSP light-edge phase, one block per partition: rounds are
// repeated while ANY thread changed a distance; the block-wide decision comes
// from __syncthreads_or, so every thread runs the same number of rounds and
// meets the barrier the same number of times.
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
  int any;
  do {
    bool changed = false;
    for (int v = threadIdx.x; v < nv; v += blockDim.x)
      changed |= relax_light(rp, ci, w, dist, v, delta, lo);
    any = __syncthreads_or(changed);
  } while (any);
  for (int v = threadIdx.x; v < nv; v += blockDim.x)
    gdist[v] = dist[v];
}
