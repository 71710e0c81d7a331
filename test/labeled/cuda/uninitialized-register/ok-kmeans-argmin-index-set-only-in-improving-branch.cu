// EXPECT: clean
// k-means assignment, thread per point: the argmin index `best_c` is only
// assigned inside the `d < best` branch and has no initialiser. With best
// starting at FLT_MAX, k >= 1 (the host checks) and finite distances, the
// first centroid always improves, so best_c is written before the store on
// every real execution; the compiler sees a value that is undefined only on
// the k == 0 path and keeps no register read that is never written.
#include <cfloat>
__global__ void kmeans_assign(const float4 *__restrict__ pts, int n, const float4 *__restrict__ cent,
                              int k, int *__restrict__ label, float *__restrict__ dist) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  const float4 p = pts[i];
  float best = FLT_MAX;
  int best_c;
  for (int c = 0; c < k; ++c) {
    const float4 q = cent[c];
    const float dx = p.x - q.x, dy = p.y - q.y, dz = p.z - q.z, dw = p.w - q.w;
    const float d = dx * dx + dy * dy + dz * dz + dw * dw;
    if (d < best) {
      best = d;
      best_c = c;
    }
  }
  label[i] = best_c;
  dist[i] = best;
}
