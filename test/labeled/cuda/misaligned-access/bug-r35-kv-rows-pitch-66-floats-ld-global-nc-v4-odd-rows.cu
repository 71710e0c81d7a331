// EXPECT: misaligned-access
// ARCHS: sm_89 sm_80
// MODES: O3 G
// PTXLINT-ARGS: --block-dim=128
// BUG: decode-attention score kernel reading K rows with 16-byte
// `ld.global.nc.v4.f32` (inline PTX, read-only path). The K cache rows were
// padded from 64 to 66 floats to make room for a per-row scale and bias, so
// the row pitch is 264 bytes: row r starts 8 * r bytes off a 16-byte
// boundary, and every odd row's vector loads are misaligned.
#define HD 64
#define PITCH 66
__global__ void __launch_bounds__(128)
    decode_scores(const float *__restrict__ q, const float *__restrict__ kcache, float *__restrict__ s, int ntok) {
  const int tok = blockIdx.x * 128 + threadIdx.x;
  if (tok >= ntok)
    return;
  const float *krow = kcache + (size_t)tok * PITCH;
  float acc = 0.f;
#pragma unroll 4
  for (int d = 0; d < HD; d += 4) {
    float a, b, c, e;
    asm volatile("ld.global.nc.v4.f32 {%0,%1,%2,%3}, [%4];" : "=f"(a), "=f"(b), "=f"(c), "=f"(e) : "l"(krow + d));
    acc += a * q[d] + b * q[d + 1] + c * q[d + 2] + e * q[d + 3];
  }
  s[tok] = acc * krow[HD] + krow[HD + 1];
}
