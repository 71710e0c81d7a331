// EXPECT: misaligned-access
// PTXLINT-ARGS: --block-dim=128
// BUG: decode-phase attention scores over an int8 KV cache with one float
// scale per token. Each token's record is its 128 int8 key values followed
// by its scale, packed to 132 bytes; a thread scores one token and reads the
// 128 values as eight uint4. 132 is 4 modulo 16, so every odd token's row
// starts 4 or 12 bytes off a 16-byte boundary and the uint4 loads of those
// rows are misaligned.
#define D 128
#define REC 132
__global__ void __launch_bounds__(128)
int8_kv_scores(const unsigned char *__restrict__ kcache, const float *__restrict__ q,
               float *__restrict__ scores, int ntok) {
  __shared__ float sq[D];
  sq[threadIdx.x] = q[blockIdx.y * D + threadIdx.x];
  __syncthreads();
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= ntok) return;
  const unsigned char *rec = kcache + ((size_t)blockIdx.y * ntok + t) * REC;
  float s = 0.f;
#pragma unroll
  for (int c = 0; c < D / 16; ++c) {
    const uint4 w = reinterpret_cast<const uint4 *>(rec)[c];
    const unsigned wd[4] = {w.x, w.y, w.z, w.w};
#pragma unroll
    for (int j = 0; j < 16; ++j)
      s += (float)(signed char)(wd[j / 4] >> (8 * (j % 4))) * sq[c * 16 + j];
  }
  scores[(size_t)blockIdx.y * ntok + t] = s * *reinterpret_cast<const float *>(rec + D);
}
