// EXPECT: clean
// A signed-distance voxel grid is shipped as one blob: a header (nx, ny, nz)
// padded to 16 bytes followed by the distances. The normal kernel reads the
// distances four at a time as float4 from blob + sizeof(GridDims) = byte 16
// (nx is a multiple of 4, so every row starts on a float4).
struct __align__(16) GridDims {
  int nx, ny, nz;
  int pad;
};
__global__ void sdf_normals(const unsigned char *__restrict__ blob, float4 *__restrict__ gx_quads) {
  const GridDims g = *reinterpret_cast<const GridDims *>(blob);
  const float4 *dist = reinterpret_cast<const float4 *>(blob + sizeof(GridDims));
  int qx = g.nx / 4;
  int i = blockIdx.x * blockDim.x + threadIdx.x; // one quad of 4 voxels along x
  if (i >= qx * g.ny * g.nz)
    return;
  int q = i % qx;
  float4 c = dist[i];
  float4 l = q > 0 ? dist[i - 1] : c;
  float4 r = q + 1 < qx ? dist[i + 1] : c;
  gx_quads[i] = make_float4(0.5f * (c.y - l.w), 0.5f * (c.z - c.x), 0.5f * (c.w - c.y), 0.5f * (r.x - c.z));
}
