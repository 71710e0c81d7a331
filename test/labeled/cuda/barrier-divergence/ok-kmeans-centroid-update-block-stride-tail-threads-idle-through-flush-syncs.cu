// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// k-means centroid update (the M step): block-sized rounds over the
// points, per-cluster sums in shared memory with shared atomics, flushed to
// global memory between two __syncthreads() every round. The round loop's
// bound depends only on the block index and the grid, so every thread of a
// CTA runs the same rounds; threads past n in the last round only skip the
// accumulation (`if (i < n)`) and still meet both flush barriers.
#define BLOCK 256
#define KMAX 32

__global__ void __launch_bounds__(BLOCK)
kmeans_update(const float4 *__restrict__ pts, const int *__restrict__ label, int n, int k,
              float4 *__restrict__ gsum, int *__restrict__ gcnt) {
  __shared__ float4 ssum[KMAX];
  __shared__ int scnt[KMAX];
  const int stride = gridDim.x * BLOCK;
  for (int base = blockIdx.x * BLOCK; base < n; base += stride) {
    if (threadIdx.x < k) {
      ssum[threadIdx.x] = make_float4(0.f, 0.f, 0.f, 0.f);
      scnt[threadIdx.x] = 0;
    }
    __syncthreads();
    const int i = base + threadIdx.x;
    if (i < n) {
      const int c = label[i];
      const float4 p = pts[i];
      atomicAdd(&ssum[c].x, p.x);
      atomicAdd(&ssum[c].y, p.y);
      atomicAdd(&ssum[c].z, p.z);
      atomicAdd(&ssum[c].w, p.w);
      atomicAdd(&scnt[c], 1);
    }
    __syncthreads();
    if (threadIdx.x < k && scnt[threadIdx.x] > 0) {
      const float4 s = ssum[threadIdx.x];
      atomicAdd(&gsum[threadIdx.x].x, s.x);
      atomicAdd(&gsum[threadIdx.x].y, s.y);
      atomicAdd(&gsum[threadIdx.x].z, s.z);
      atomicAdd(&gsum[threadIdx.x].w, s.w);
      atomicAdd(&gcnt[threadIdx.x], scnt[threadIdx.x]);
    }
    __syncthreads();
  }
}
