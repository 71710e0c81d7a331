// EXPECT: clean
// ARCHS: sm_90 sm_90a
// PTXLINT-ARGS: --block-dim=256
// Split-K reduction straight into C with the sm_90 vector atomicAdd on float2.
// C's 1001 columns are padded to a leading dimension of 1008, so every
// even/odd column pair starts on an 8-byte boundary.
constexpr int kCols = 1001, kLdc = 1008;
__global__ void splitk_reduce(const float *__restrict__ part, float *__restrict__ c, int m) {
  const int row = blockIdx.y;
  const int col = (blockIdx.x * 256 + threadIdx.x) * 2;
  if (row >= m || col >= kCols)
    return;
  const float *p = part + ((size_t)blockIdx.z * m + row) * 1024 + col;
  atomicAdd(reinterpret_cast<float2 *>(c + (size_t)row * kLdc + col), make_float2(p[0], p[1]));
}
