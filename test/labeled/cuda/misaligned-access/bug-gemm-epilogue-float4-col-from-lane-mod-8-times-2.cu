// EXPECT: misaligned-access
// GEMM epilogue writing a 4 x 16 float tile per warp: lane -> (row = lane / 8,
// col = (lane % 8) * 2). The author later widened the per-lane store from
// float2 to float4 without rescaling the column (BUG): col is a multiple of 2
// floats (8 bytes), so every odd lane's float4 store is 8 modulo 16.
__global__ void epilogue_store(const float *__restrict__ acc, float *__restrict__ c, int ldc) {
  const int lane = threadIdx.x & 31, warp = threadIdx.x / 32;
  const int row = blockIdx.y * 32 + warp * 4 + lane / 8;
  const int col = blockIdx.x * 16 + (lane % 8) * 2;
  const float4 v = reinterpret_cast<const float4 *>(acc)[blockIdx.x * blockDim.x + threadIdx.x];
  *reinterpret_cast<float4 *>(c + (size_t)row * ldc + col) = v;  // BUG: 8-byte column steps
}
