# Fails when a QML or JavaScript file under ROOT reads the controller's flat legal list
# (legalActions) or compares against it by hand (Actions.isLegal / Actions.ofType): tables,
# zones, slots and cells ask the legal index (controller.legal) instead.
file(GLOB_RECURSE files "${ROOT}/*.qml" "${ROOT}/*.js")
set(bad "")
foreach(f IN LISTS files)
    file(STRINGS "${f}" lines REGEX "legalActions|Actions\\.isLegal|Actions\\.ofType")
    foreach(line IN LISTS lines)
        string(STRIP "${line}" line)
        list(APPEND bad "${f}: ${line}")
    endforeach()
endforeach()
if(bad)
    list(JOIN bad "\n  " text)
    message(FATAL_ERROR "The legal list is scanned in QML; use controller.legal (LegalIndex) instead:\n  ${text}")
endif()
message(STATUS "No QML file scans the legal list (${ROOT})")
