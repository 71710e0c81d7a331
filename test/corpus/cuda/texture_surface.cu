// texture_surface.cu - ptxlint real-PTX corpus
//
// Covers bindless texture and surface objects (cudaTextureObject_t /
// cudaSurfaceObject_t passed as .u64 kernel parameters), which lower to
// tex.* / tld4.* / txq / suld / sust / suq instructions with vector operands
// and [tex, {coords}] addressing:
//   * tex1Dfetch, tex1D, tex2D, tex3D, tex1DLayered, tex2DLayered, texCubemap,
//     texCubemapLayered with float, float4, int, uchar4, short2 results
//   * tex2DLod, tex2DGrad, tex3DLod, tex1DGrad (mip-mapped fetches)
//   * tex2DGather (tld4.{r,g,b,a}.2d), tex2D with the isResident out-parameter
//     (sparse textures)
//   * surf1Dread/surf1Dwrite, surf2Dread/surf2Dwrite (with boundary modes
//     cudaBoundaryModeClamp / Zero / Trap), surf3Dread/write,
//     surf2DLayeredread/write, surfCubemapwrite
//   * texture/surface queries through inline PTX txq / suq
#include <cuda_runtime.h>

#include "corpus_features.cuh"

extern "C" __global__ void tex_fetch_1d(cudaTextureObject_t linear, cudaTextureObject_t t1d,
                                        cudaTextureObject_t t1dLayered, float* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float a = tex1Dfetch<float>(linear, i);
  float4 b = tex1Dfetch<float4>(linear, i / 4);
  int c = tex1Dfetch<int>(linear, i + 1);
  float u = (i + 0.5f) / n;
  float d = tex1D<float>(t1d, u);
  float e = tex1DLod<float>(t1d, u, 1.5f);
  float g = tex1DGrad<float>(t1d, u, 0.01f, 0.02f);
  float l = tex1DLayered<float>(t1dLayered, u, i & 3);
  out[i] = a + b.x + b.w + (float)c + d + e + g + l;
}

__global__ void tex_2d_variants(cudaTextureObject_t tex, cudaTextureObject_t layered, cudaTextureObject_t utex,
                                cudaTextureObject_t stex, float4* out, uchar4* uout, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= w || y >= h) return;
  float u = (x + 0.5f) / w, v = (y + 0.5f) / h;
  float4 a = tex2D<float4>(tex, u, v);
  float4 b = tex2DLod<float4>(tex, u, v, 2.0f);
  float4 c = tex2DGrad<float4>(tex, u, v, make_float2(1.0f / w, 0.0f), make_float2(0.0f, 1.0f / h));
  float4 d = tex2DLayered<float4>(layered, u, v, 1);
  float4 e = tex2DLayeredLod<float4>(layered, u, v, 2, 0.5f);
  uchar4 q = tex2D<uchar4>(utex, u, v);
  short2 s = tex2D<short2>(stex, u * 0.5f, v * 0.5f);
  out[y * w + x] = make_float4(a.x + b.x + c.x + d.x + e.x, a.y + b.y, a.z + c.z, a.w + d.w + (float)s.x);
  uout[y * w + x] = make_uchar4(q.x, q.y, q.z, (unsigned char)(q.w ^ (unsigned char)s.y));
}

// tld4 gathers: one component of the 2x2 footprint per call.
__global__ void tex_gather(cudaTextureObject_t tex, float4* out, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= w || y >= h) return;
  float u = (float)x / w, v = (float)y / h;
  float4 r = tex2Dgather<float4>(tex, u, v, 0);
  float4 g = tex2Dgather<float4>(tex, u, v, 1);
  float4 b = tex2Dgather<float4>(tex, u, v, 2);
  float4 a = tex2Dgather<float4>(tex, u, v, 3);
  out[y * w + x] = make_float4(r.x + r.y + r.z + r.w, g.x, b.y, a.z);
}

__global__ void tex_3d_cube(cudaTextureObject_t t3d, cudaTextureObject_t cube, cudaTextureObject_t cubeLayered,
                            float* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float s = (float)i / n;
  float a = tex3D<float>(t3d, s, 1.0f - s, 0.5f);
  float b = tex3DLod<float>(t3d, s, s, s, 1.0f);
  float c = tex3DGrad<float>(t3d, s, s, s, make_float4(0.1f, 0, 0, 0), make_float4(0, 0.1f, 0, 0));
  float4 d = texCubemap<float4>(cube, s - 0.5f, 0.5f, -1.0f);
  float4 e = texCubemapLayered<float4>(cubeLayered, 1.0f, s, 0.25f, 3);
  float4 f = texCubemapLod<float4>(cube, 0.0f, 1.0f, s, 2.0f);
  out[i] = a + b + c + d.x + e.y + f.z;
}

// Sparse textures: the fetch reports whether the footprint is resident.
__global__ void tex_sparse(cudaTextureObject_t tex, float* out, int* resident, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= w || y >= h) return;
  bool isResident = false;
  float v = tex2D<float>(tex, (x + 0.5f) / w, (y + 0.5f) / h, &isResident);
  bool isResident2 = false;
  float l = tex2DLod<float>(tex, (x + 0.5f) / w, (y + 0.5f) / h, 1.0f, &isResident2);
  out[y * w + x] = isResident ? v + l : 0.0f;
  resident[y * w + x] = isResident + 2 * isResident2;
}

// Surfaces: 1D/2D/3D/layered/cubemap reads and writes, boundary modes.
extern "C" __global__ void surf_copy_2d(cudaSurfaceObject_t src, cudaSurfaceObject_t dst, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= w || y >= h) return;
  float4 v = surf2Dread<float4>(src, x * (int)sizeof(float4), y);
  // neighbour reads: clamp and zero at the borders
  float4 l = surf2Dread<float4>(src, (x - 1) * (int)sizeof(float4), y, cudaBoundaryModeClamp);
  float4 r = surf2Dread<float4>(src, (x + 1) * (int)sizeof(float4), y, cudaBoundaryModeZero);
  v.x = 0.5f * v.x + 0.25f * (l.x + r.x);
  surf2Dwrite(v, dst, x * (int)sizeof(float4), y);
  surf2Dwrite(v.y, dst, x * (int)sizeof(float4) + 4, y, cudaBoundaryModeTrap);
}

__global__ void surf_misc(cudaSurfaceObject_t s1, cudaSurfaceObject_t s3, cudaSurfaceObject_t sl,
                          cudaSurfaceObject_t s1l, cudaSurfaceObject_t sc, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int v = surf1Dread<int>(s1, i * 4);
  surf1Dwrite(v + 1, s1, i * 4);
  uchar4 q = surf3Dread<uchar4>(s3, (i % 16) * 4, (i / 16) % 16, i / 256);
  q.x ^= 0xff;
  surf3Dwrite(q, s3, (i % 16) * 4, (i / 16) % 16, i / 256);
  short2 p = surf2DLayeredread<short2>(sl, (i % 32) * 4, i / 32, 1);
  surf2DLayeredwrite(make_short2(p.y, p.x), sl, (i % 32) * 4, i / 32, 2);
  surf1DLayeredwrite(1.0f, s1l, (i % 32) * 4, 3, cudaBoundaryModeZero);
  surfCubemapwrite(make_float2((float)i, 0.0f), sc, (i % 8) * 8, (i / 8) % 8, i % 6);
}

// Queries via inline PTX: txq on a texture object, suq on a surface object.
__global__ void tex_surf_query(cudaTextureObject_t tex, cudaSurfaceObject_t surf, int* out) {
  if (threadIdx.x != 0) return;
  int w, h, levels, fmt, sw, sh;
  asm("txq.width.b32 %0, [%1];" : "=r"(w) : "l"(tex));
  asm("txq.height.b32 %0, [%1];" : "=r"(h) : "l"(tex));
  asm("txq.num_mipmap_levels.b32 %0, [%1];" : "=r"(levels) : "l"(tex));
  asm("txq.channel_data_type.b32 %0, [%1];" : "=r"(fmt) : "l"(tex));
  asm("suq.width.b32 %0, [%1];" : "=r"(sw) : "l"(surf));
  asm("suq.height.b32 %0, [%1];" : "=r"(sh) : "l"(surf));
  out[0] = w;
  out[1] = h;
  out[2] = levels;
  out[3] = fmt;
  out[4] = sw;
  out[5] = sh;
}
