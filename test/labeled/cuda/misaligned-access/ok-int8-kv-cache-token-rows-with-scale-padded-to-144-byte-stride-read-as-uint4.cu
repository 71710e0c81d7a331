// EXPECT: clean
// PTXLINT-ARGS: --block-dim=128
// Decode-phase attention scores over an int8 KV cache with one float scale
// per token. Each token's record is its 128 int8 key values followed by its
// scale and padded to 144 bytes (a multiple of 16); a thread scores one
// token and reads the 128 values as eight uint4 at 16-byte offsets of the
// record, and the scale as a float at offset 128.
#define D 128
#define REC 144
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
