// EXPECT: misaligned-access
// ARCHS: sm_90 sm_90a
// PTXLINT-ARGS: --block-dim=256
// Split-K reduction straight into C with the sm_90 vector atomicAdd on float2:
// each thread adds an even/odd column pair. C's leading dimension is 1001
// (the unpadded vocabulary), so on every odd row the pair starts 4 bytes into
// an 8-byte word and the v2 atomic is misaligned.
constexpr int kLdc = 1001;
__global__ void splitk_reduce(const float *__restrict__ part, float *__restrict__ c, int m) {
  const int row = blockIdx.y;
  const int col = (blockIdx.x * 256 + threadIdx.x) * 2;
  if (row >= m || col + 1 >= kLdc)
    return;
  const float *p = part + ((size_t)blockIdx.z * m + row) * 1024 + col;
  atomicAdd(reinterpret_cast<float2 *>(c + (size_t)row * kLdc + col), make_float2(p[0], p[1]));
}
