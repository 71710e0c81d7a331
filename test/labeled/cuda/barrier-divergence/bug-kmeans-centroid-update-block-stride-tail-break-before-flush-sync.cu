// EXPECT: barrier-divergence
// PTXLINT-ARGS: --block-dim=256
// k-means centroid update (the M step): each CTA walks the points in
// block-sized rounds, accumulates coordinate sums and counts per cluster
// in shared memory with shared atomics, and every round flushes its
// shared sums to the global accumulators between two __syncthreads() (the
// shared buffers are reused for the next round). In the last, partial round
// the threads past n `break` out of the round loop -- and skip the flush
// barriers the in-range threads of that round wait in.
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
    if (i >= n)
      break; // BUG: the in-range threads still meet two barriers below
    const int c = label[i];
    const float4 p = pts[i];
    atomicAdd(&ssum[c].x, p.x);
    atomicAdd(&ssum[c].y, p.y);
    atomicAdd(&ssum[c].z, p.z);
    atomicAdd(&ssum[c].w, p.w);
    atomicAdd(&scnt[c], 1);
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
