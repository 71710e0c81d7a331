// EXPECT: clean
// ARCHS: sm_80 sm_90
// Tiled SGEMM with cp.async double buffering: every thread issues its copies
// (zero-filled past the edge through the src-size operand), commits, waits for
// the older group and synchronises; the bounds check guards only the store.
#include <cuda_pipeline.h>
#define TS 16
__global__ void sgemm_db(const float *A, const float *B, float *C, int M, int N, int K) {
  __shared__ __align__(16) float As[2][TS][TS];
  __shared__ __align__(16) float Bs[2][TS][TS];
  int ty = threadIdx.y, tx = threadIdx.x;
  int row = blockIdx.y * TS + ty, col = blockIdx.x * TS + tx;
  int ntiles = (K + TS - 1) / TS;
  auto load = [&](int buf, int t) {
    int ka = t * TS + tx, kb = t * TS + ty;
    bool va = row < M && ka < K, vb = col < N && kb < K;
    const float *pa = va ? &A[row * K + ka] : A;
    const float *pb = vb ? &B[kb * N + col] : B;
    unsigned sa = (unsigned)__cvta_generic_to_shared(&As[buf][ty][tx]);
    unsigned sb = (unsigned)__cvta_generic_to_shared(&Bs[buf][ty][tx]);
    asm volatile("cp.async.ca.shared.global [%0], [%1], 4, %2;" ::"r"(sa), "l"(pa), "r"(va ? 4 : 0));
    asm volatile("cp.async.ca.shared.global [%0], [%1], 4, %2;" ::"r"(sb), "l"(pb), "r"(vb ? 4 : 0));
    asm volatile("cp.async.commit_group;");
  };
  float acc = 0.f;
  load(0, 0);
  for (int t = 0; t < ntiles; ++t) {
    if (t + 1 < ntiles) {
      load((t + 1) & 1, t + 1);
      asm volatile("cp.async.wait_group 1;" ::: "memory");
    } else {
      asm volatile("cp.async.wait_group 0;" ::: "memory");
    }
    __syncthreads();
    int b = t & 1;
#pragma unroll
    for (int k = 0; k < TS; ++k)
      acc += As[b][ty][k] * Bs[b][k][tx];
    __syncthreads();
  }
  if (row < M && col < N)
    C[row * N + col] = acc;
}
