// EXPECT: unreachable-code
// ARCHS: sm_120 sm_86
// MODES: O3 G
// PTXLINT-ARGS: --block-dim=256
// BUG: k-means assignment step (Rodinia kmeans-style), one point per thread,
// centroids in shared memory. A defensive bound check on the chosen cluster
// has a stray semicolon after its `if`, so the inline `trap;` that was meant
// for a corrupt index runs for every thread and everything after it (the
// membership store and the change counter) is dead.
#define K 16
#define D 8
__global__ void __launch_bounds__(256)
    kmeans_assign(const float *__restrict__ pts, const float *__restrict__ cent, int *__restrict__ member,
                  int *__restrict__ changed, int n) {
  __shared__ float c[K * D];
  for (int k = threadIdx.x; k < K * D; k += 256)
    c[k] = cent[k];
  __syncthreads();
  const int i = blockIdx.x * 256 + threadIdx.x;
  if (i >= n)
    return;
  float x[D];
#pragma unroll
  for (int d = 0; d < D; ++d)
    x[d] = pts[(size_t)d * n + i];
  int best = 0;
  float bd = 3.4e38f;
  for (int k = 0; k < K; ++k) {
    float dist = 0.f;
#pragma unroll
    for (int d = 0; d < D; ++d) {
      const float e = x[d] - c[k * D + d];
      dist += e * e;
    }
    if (dist < bd) {
      bd = dist;
      best = k;
    }
  }
  if (best >= K);
    asm volatile("trap;");
  if (member[i] != best) {
    member[i] = best;
    atomicAdd(changed, 1);
  }
}
