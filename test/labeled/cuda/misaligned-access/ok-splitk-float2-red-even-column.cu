// EXPECT: clean
// ARCHS: sm_90
// Split-K GEMM epilogue on Hopper: float2 atomicAdd on column pairs starting
// at even columns (col = 2 * t), 8-byte aligned for an 8-byte-multiple pitch.
__global__ void splitk_accumulate(const float *partial, float *c, int ldc) {
  int row = blockIdx.y;
  int col = 2 * threadIdx.x;
  float2 v = make_float2(partial[row * ldc + col], partial[row * ldc + col + 1]);
  atomicAdd(reinterpret_cast<float2 *>(&c[row * ldc + col]), v);
}
