// EXPECT: misaligned-access
// ARCHS: sm_90
// Split-K GEMM epilogue on Hopper: each thread adds two adjacent columns of
// its partial tile into C with one float2 atomicAdd. The pair index was
// written col = 2 * t + 1 (the odd column first), so every pair starts at an
// odd float: 4 modulo 8.
__global__ void splitk_accumulate(const float *partial, float *c, int ldc) {
  int row = blockIdx.y;
  int col = 2 * threadIdx.x + 1;
  float2 v = make_float2(partial[row * ldc + col], partial[row * ldc + col + 1]);
  atomicAdd(reinterpret_cast<float2 *>(&c[row * ldc + col]), v);
}
