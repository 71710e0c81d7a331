// EXPECT: unreachable-code
// Grouped GEMM with ragged groups: before a group's tile loop a __noinline__
// helper checks that the group's K is a multiple of the 8-element vector
// width. The check was written without braces, so only the printf is
// conditional and the __trap() runs on every call: the helper never returns,
// and the whole tile loop after the call is dead.
#include <cstdio>
__device__ __noinline__ void check_k_vec(int g, int k) {
  if (k % 8 != 0)
    printf("group %d: K=%d not a multiple of 8\n", g, k);
    __trap();
}
__global__ void grouped_gemm(const float *const *A, const float *const *B, float *const *C,
                             const int *M, const int *N, const int *K) {
  int g = blockIdx.y;
  check_k_vec(g, K[g]);
  int row = blockIdx.x * blockDim.y + threadIdx.y, col = threadIdx.x;
  if (row >= M[g] || col >= N[g])
    return;
  float acc = 0.f;
  for (int k = 0; k < K[g]; ++k)
    acc += A[g][row * K[g] + k] * B[g][k * N[g] + col];
  C[g][row * N[g] + col] = acc;
}
