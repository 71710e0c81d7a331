// EXPECT: clean
// GEMM epilogue writing an 8 x 16 float tile per warp with float4 stores:
// lane -> (row = lane / 4, col = (lane % 4) * 4), so each lane's column is a
// multiple of 4 floats (16 bytes) and the row pitch ldc is a multiple of 4.
__global__ void epilogue_store(const float *__restrict__ acc, float *__restrict__ c, int ldc) {
  const int lane = threadIdx.x & 31, warp = threadIdx.x / 32;
  const int row = blockIdx.y * 64 + warp * 8 + lane / 4;
  const int col = blockIdx.x * 16 + (lane % 4) * 4;
  const float4 v = reinterpret_cast<const float4 *>(acc)[blockIdx.x * blockDim.x + threadIdx.x];
  *reinterpret_cast<float4 *>(c + (size_t)row * ldc + col) = v;
}
