// EXPECT: misaligned-access
// Per-pixel channel L2 normalisation of an NHWC tensor, templated on the
// channel count, with a float4 body and a scalar tail. The body assumes the
// pixel base is 16-byte aligned, true only when C % 4 == 0; the C = 6
// instantiation (BUG) puts pixel p at 24*p bytes, so every odd pixel reads
// its float4 at an 8-byte offset.
template <int C>
__global__ void channel_l2norm_nhwc(const float *__restrict__ in,
                                    float *__restrict__ out, int pixels) {
  const int p = blockIdx.x * blockDim.x + threadIdx.x;
  if (p >= pixels)
    return;
  const float *px = in + (size_t)p * C;
  float ss = 0.f;
  int c = 0;
  for (; c + 4 <= C; c += 4) {  // vectorised body
    float4 v = *reinterpret_cast<const float4 *>(px + c);
    ss += v.x * v.x + v.y * v.y + v.z * v.z + v.w * v.w;
  }
  for (; c < C; ++c)  // scalar tail
    ss += px[c] * px[c];
  const float inv = rsqrtf(ss + 1e-6f);
  for (int k = 0; k < C; ++k)
    out[(size_t)p * C + k] = px[k] * inv;
}
template __global__ void channel_l2norm_nhwc<8>(const float *, float *, int);
template __global__ void channel_l2norm_nhwc<6>(const float *, float *, int);  // BUG
